// Route module of /: the overview, with what matters now above the tiles: the orders in progress (issue 17) and the
// saved project last worked on to continue (issue 20).
import { HomePage as Overview } from '#app/features/account-shell/home-page'
import { OrdersInProgress } from '#app/features/orders/orders-in-progress'
import { LatestProject } from '#app/features/saved-projects/latest-project'

export function HomePage() {
  return (
    <Overview>
      <OrdersInProgress />
      <LatestProject />
    </Overview>
  )
}
