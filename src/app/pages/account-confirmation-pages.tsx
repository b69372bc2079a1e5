// Route modules of /change-email-confirmation and /delete-account-confirmation: links from the e-mails.
export {
  ChangeEmailConfirmationPage,
  DeleteAccountConfirmationPage,
} from '#app/features/email-confirmations/account-confirmation-page'
