// Route module of /: the overview, with the saved project last worked on to continue (issue 20).
import { HomePage as Overview } from '#app/features/account-shell/home-page'
import { LatestProject } from '#app/features/saved-projects/latest-project'

export function HomePage() {
  return (
    <>
      <Overview />
      <LatestProject />
    </>
  )
}
