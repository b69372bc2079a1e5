// Route module of /settings/personal-details.
export { PersonalDetailsPage } from '#app/features/personal-details/personal-details-page'
