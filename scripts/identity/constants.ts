// Fixed ids of the local identity emulator's pool and app client (written into its data folder
// at start). The shell's config.json and the api's token verification use the same values.
export const LOCAL_REGION = 'us-east-2';
export const LOCAL_USER_POOL_ID = 'local_acolhe';
export const LOCAL_CLIENT_ID = 'acolhelocalclient000000000';
export const DEFAULT_IDENTITY_PORT = 9229;
export const issuerFor = (port: number = DEFAULT_IDENTITY_PORT) => `http://localhost:${port}/${LOCAL_USER_POOL_ID}`;

// The operators' pool (staff: issue 32): a second pool of the same emulator, MFA (TOTP) required,
// no self sign-up. Its tokens: iss = operadoresIssuerFor(port), aud = LOCAL_OPERADORES_CLIENT_ID.
export const LOCAL_OPERADORES_POOL_ID = 'local_operadores';
export const LOCAL_OPERADORES_CLIENT_ID = 'acolheoperadoresclient0000';
export const operadoresIssuerFor = (port: number = DEFAULT_IDENTITY_PORT) => `http://localhost:${port}/${LOCAL_OPERADORES_POOL_ID}`;
