// The machine running the tests is shared and slow at times: waits are longer than the defaults
// (a failing expectation still fails, only later).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
// (jest's own testTimeout option is global-only when the root config runs every project)
jest.setTimeout(30_000);
