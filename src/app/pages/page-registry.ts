import type { ComponentType } from 'react'
import type { RouteName } from '../routes'

// Loaded on its own chunk when a page other than My photos opens (router.tsx): each entry's import() carries Vite's
// preload list, which in the entry would cost every page about 70 bytes of the photos screen's budget (decision 0017).
export type PageLoader = () => Promise<ComponentType>

/**
 * Every route of the table that is a page, but My photos (router.tsx loads it itself) and the redirects: a route
 * without one fails to compile.
 */
export type OtherPageName = Exclude<RouteName, 'photoManagement' | 'photos'>

export const pages: Record<OtherPageName, PageLoader> = {
  albums: () => import('./albums-page').then((m) => m.AlbumsPage),
  album: () => import('./album-page').then((m) => m.AlbumPage),
  sharedAlbum: () => import('./shared-album-page').then((m) => m.SharedAlbumPage),
  logout: () => import('./logout-page').then((m) => m.LogoutPage),
  home: () => import('./home-page').then((m) => m.HomePage),
  accountDeleted: () => import('./account-deleted-page').then((m) => m.AccountDeletedPage),
  changeEmailSuccess: () => import('./change-email-success-page').then((m) => m.ChangeEmailSuccessPage),
  deleteAccountError: () => import('./delete-account-error-page').then((m) => m.DeleteAccountErrorPage),
  changeEmailError: () => import('./change-email-error-page').then((m) => m.ChangeEmailErrorPage),
  photoPreview: () => import('./photo-preview-page').then((m) => m.PhotoPreviewPage),
  albumPhotoPreview: () => import('./album-preview-page').then((m) => m.AlbumPreviewPage),
  sharedAlbumPhotoPreview: () => import('./shared-album-preview-page').then((m) => m.SharedAlbumPreviewPage),
  downloads: () => import('./downloads-page').then((m) => m.DownloadsPage),
  photoExports: () => import('./export-page').then((m) => m.ExportPage),
  savedProjects: () => import('./saved-projects-page').then((m) => m.SavedProjectsPage),
  orders: () => import('./orders-page').then((m) => m.OrdersPage),
  invoices: () => import('./invoices-page').then((m) => m.InvoicesPage),
  paymentMethod: () => import('./payment-method-page').then((m) => m.PaymentMethodPage),
  orderDetails: () => import('./order-details-page').then((m) => m.OrderDetailsPage),
  doubleOptInConfirmation: () =>
    import('./subscription-confirmation-page').then((m) => m.SubscriptionConfirmationPage),
  doubleOptInConfirmationSuccess: () =>
    import('./subscription-result-pages').then((m) => m.SubscriptionSuccessPage),
  doubleOptInConfirmationError: () =>
    import('./subscription-result-pages').then((m) => m.SubscriptionErrorPage),
  changeEmailConfirmation: () =>
    import('./account-confirmation-pages').then((m) => m.ChangeEmailConfirmationPage),
  deleteAccountConfirmation: () =>
    import('./account-confirmation-pages').then((m) => m.DeleteAccountConfirmationPage),
  changeEmail: () => import('./change-email-page').then((m) => m.ChangeEmailPage),
  changeEmailB2b: () => import('./change-email-page').then((m) => m.ChangeEmailPage),
  settings: () => import('./settings-page').then((m) => m.SettingsPage),
  settingsB2b: () => import('./settings-page').then((m) => m.SettingsB2bPage),
  personalDetails: () => import('./personal-details-page').then((m) => m.PersonalDetailsPage),
  ftpIntegration: () => import('./ftp-integration-page').then((m) => m.FtpIntegrationPage),
  allAddresses: () => import('./address-book-page').then((m) => m.AddressBookPage),
  addAddress: () => import('./address-editor-pages').then((m) => m.AddAddressPage),
  addAddressB2b: () => import('./address-editor-pages').then((m) => m.AddAddressPage),
  changeAddress: () => import('./address-editor-pages').then((m) => m.ChangeAddressPage),
  changeAddressB2b: () => import('./address-editor-pages').then((m) => m.ChangeAddressPage),
  widgets: () => import('./online-products-page').then((m) => m.OnlineProductsPage),
  widgetShare: () => import('./widget-share-page').then((m) => m.WidgetSharePage),
}
