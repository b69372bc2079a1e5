// Route module of /saved-projects: the saved projects, paged.
export { SavedProjectsPage } from '#app/features/saved-projects/saved-projects-page'
