export { InvoicesPage } from '#app/features/invoices/invoices-page'
