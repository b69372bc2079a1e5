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
  album: () => import('#app/features/albums/album-page').then((m) => m.AlbumPage),
  sharedAlbum: () => import('#app/features/shared-albums/shared-album-page').then((m) => m.SharedAlbumPage),
  logout: () => import('#app/features/account-shell/logout-page').then((m) => m.LogoutPage),
  home: () => import('./home-page').then((m) => m.HomePage),
  accountDeleted: () =>
    import('#app/features/outer-pages/account-deleted-page').then((m) => m.AccountDeletedPage),
  changeEmailSuccess: () =>
    import('#app/features/outer-pages/change-email-success-page').then((m) => m.ChangeEmailSuccessPage),
  deleteAccountError: () =>
    import('#app/features/outer-pages/action-error-page').then((m) => m.DeleteAccountErrorPage),
  changeEmailError: () =>
    import('#app/features/outer-pages/action-error-page').then((m) => m.ChangeEmailErrorPage),
  photoPreview: () =>
    import('#app/features/photo-library/preview/photo-preview-page').then((m) => m.PhotoPreviewPage),
  albumPhotoPreview: () =>
    import('#app/features/albums/album-preview/album-preview-page').then((m) => m.AlbumPreviewPage),
  sharedAlbumPhotoPreview: () =>
    import('#app/features/shared-albums/shared-album-preview-page').then((m) => m.SharedAlbumPreviewPage),
  downloads: () => import('#app/features/downloads/downloads-page').then((m) => m.DownloadsPage),
  photoExports: () => import('#app/features/exports/export-page').then((m) => m.ExportPage),
  savedProjects: () =>
    import('#app/features/saved-projects/saved-projects-page').then((m) => m.SavedProjectsPage),
  orders: () => import('#app/features/orders/orders-page').then((m) => m.OrdersPage),
  invoices: () => import('#app/features/invoices/invoices-page').then((m) => m.InvoicesPage),
  paymentMethod: () =>
    import('#app/features/payment-method/payment-method-page').then((m) => m.PaymentMethodPage),
  orderDetails: () => import('#app/features/orders/order-details-page').then((m) => m.OrderDetailsPage),
  doubleOptInConfirmation: () =>
    import('#app/features/email-confirmations/subscription-confirmation-page').then(
      (m) => m.SubscriptionConfirmationPage,
    ),
  doubleOptInConfirmationSuccess: () =>
    import('#app/features/outer-pages/subscription-pages').then((m) => m.SubscriptionSuccessPage),
  doubleOptInConfirmationError: () =>
    import('#app/features/outer-pages/subscription-pages').then((m) => m.SubscriptionErrorPage),
  changeEmailConfirmation: () =>
    import('#app/features/email-confirmations/account-confirmation-page').then(
      (m) => m.ChangeEmailConfirmationPage,
    ),
  deleteAccountConfirmation: () =>
    import('#app/features/email-confirmations/account-confirmation-page').then(
      (m) => m.DeleteAccountConfirmationPage,
    ),
  changeEmail: () => import('#app/features/email-change/change-email-page').then((m) => m.ChangeEmailPage),
  changeEmailB2b: () => import('#app/features/email-change/change-email-page').then((m) => m.ChangeEmailPage),
  settings: () => import('./settings-page').then((m) => m.SettingsPage),
  settingsB2b: () => import('./settings-page').then((m) => m.SettingsB2bPage),
  personalDetails: () =>
    import('#app/features/personal-details/personal-details-page').then((m) => m.PersonalDetailsPage),
  ftpIntegration: () =>
    import('#app/features/ftp-integration/ftp-integration-page').then((m) => m.FtpIntegrationPage),
  allAddresses: () => import('#app/features/address-book/address-book-page').then((m) => m.AddressBookPage),
  addAddress: () => import('#app/features/address-book/address-editor-pages').then((m) => m.AddAddressPage),
  addAddressB2b: () =>
    import('#app/features/address-book/address-editor-pages').then((m) => m.AddAddressPage),
  changeAddress: () =>
    import('#app/features/address-book/address-editor-pages').then((m) => m.ChangeAddressPage),
  changeAddressB2b: () =>
    import('#app/features/address-book/address-editor-pages').then((m) => m.ChangeAddressPage),
  widgets: () =>
    import('#app/features/online-products/online-products-page').then((m) => m.OnlineProductsPage),
  widgetShare: () => import('#app/features/online-products/widget-share-page').then((m) => m.WidgetSharePage),
}
