// Fixed ids of the local identity emulator's pool and app client (written into its data folder
// at start). The shell's config.json and the api's token verification use the same values.
export const LOCAL_REGION = 'us-east-2';
export const LOCAL_USER_POOL_ID = 'local_acolhe';
export const LOCAL_CLIENT_ID = 'acolhelocalclient000000000';
export const DEFAULT_IDENTITY_PORT = 9229;
export const issuerFor = (port: number = DEFAULT_IDENTITY_PORT) => `http://localhost:${port}/${LOCAL_USER_POOL_ID}`;
