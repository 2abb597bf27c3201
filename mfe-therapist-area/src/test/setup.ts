import { configure } from '@testing-library/react';

// Two shared cores and Mantine under jsdom: user-event interactions need more than 5 s at times.
jest.setTimeout(30_000);

// ky retries failed PUT/GET answers (500) twice with back-off before the error toast appears.
configure({ asyncUtilTimeout: 5_000 });
