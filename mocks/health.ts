/** What a readiness check asks, and the answer that proves it reached this mock server and not another program. */
export const mockHealthPath = '/__mock-health'
export const mockHealthBody = { server: 'photo-shop-account-area mock services' } as const
