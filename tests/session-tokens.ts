import { provideTokens } from '../src/app/api/token-source'
import { currentAccessToken, renewAccessToken } from '../src/app/platform/auth/session'

// The clients send the signed-in session's token, as main.tsx wires them in the app.
provideTokens({ accessToken: currentAccessToken, renewAccessToken })
