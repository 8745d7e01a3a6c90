// The platform module's public file: what the composition root, flows and other modules may import of it (decision 0220).
export { issueAccessToken, prepareAccessTokens } from './access-tokens';
