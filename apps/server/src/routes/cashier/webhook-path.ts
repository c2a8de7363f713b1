/** Where a payment provider posts its webhooks (the sandbox posts to it through the app itself). */
export const webhookPath = (provider: string) => `/rest/cash/webhooks/${provider}/`;
