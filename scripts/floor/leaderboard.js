/**
 * The third-party code the embedded leaderboard cannot render without, named export by export:
 * the element's React root and portal, the area's memory router, its styles in the shadow root,
 * its store, the query layer's API over axios and zod, which parses every answer (docs/embedding.md,
 * "What it costs"). scripts/bench-embed.mjs builds it alone with webpack in production mode.
 */
export {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
export { Fragment, jsx, jsxs } from 'react/jsx-runtime';
export { createRoot } from 'react-dom/client';
export { createPortal } from 'react-dom';
export { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
export { css, StyleSheetManager, styled, ThemeProvider } from 'styled-components';
export { configureStore, createSlice } from '@reduxjs/toolkit';
export { createApi } from '@reduxjs/toolkit/query/react';
export { Provider } from 'react-redux';
export { default as axios } from 'axios';
// The zod functions the game's schemas are built with (zod/mini, the contract's vocabulary), not
// zod's whole classic API (`export { z } from 'zod'` alone is about 80 KB gzip no app loads).
export * from '../../contract/src/common/z.ts';
