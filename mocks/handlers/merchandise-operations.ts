/** The operations of openapi/merchandise.graphql the app sends, by operation name. */
export const merchandiseOperationNames = ['Channels', 'Channel'] as const
