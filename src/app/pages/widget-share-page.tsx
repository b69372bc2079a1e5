// Route module of /online-products/:productCode: one online photo book to share, unshare and publish to the gallery.
export { WidgetSharePage } from '#app/features/online-products/widget-share-page'
