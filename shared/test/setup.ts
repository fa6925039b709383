import '@testing-library/jest-dom';
import { loadLanguages } from '../src/testing/catalogueText';

// Every language of the catalogues the test file imported, before its tests render.
beforeAll(() => loadLanguages());
