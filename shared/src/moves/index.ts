/**
 * @hueso/shared/moves: the hook every game move runs through (its wallet phases, one at a time,
 * one error path) and the line that says where a move stands. An entry of its own since 4.1.0, so
 * a screen that moves nothing but through a game move (the home screen) downloads no payments, no
 * Keychain sign-in and no top-up planner; @hueso/shared/wallet exports the same names.
 */
export * from './useGameMove';
export * from './MovePhaseStatus';
