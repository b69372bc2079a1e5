// Route module of /integration: the business customer's FTP and callback instructions.
export { FtpIntegrationPage } from '#app/features/ftp-integration/ftp-integration-page'
