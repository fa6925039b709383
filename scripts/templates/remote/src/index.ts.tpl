// The async boundary lets federation negotiate shared singletons before any of them runs.
void import('./bootstrap');
