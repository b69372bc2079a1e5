// Route module of /: the overview, with what matters now above the tiles: the orders in progress (issue 17) and the
// saved project last worked on to continue (issue 20). Both are shown once both are known, the tiles with them, so
// nothing on the page moves when they arrive (decision 0019's addendum).
import { HomePage as Overview } from '#app/features/account-shell/home-page'
import { OrdersInProgress, useOrdersInProgress } from '#app/features/orders/orders-in-progress'
import { LatestProject, useLatestProject } from '#app/features/saved-projects/latest-project'

export function HomePage() {
  const orders = useOrdersInProgress()
  const project = useLatestProject()
  return (
    <Overview loading={!orders.settled || !project.settled}>
      <OrdersInProgress shown={orders.shown} total={orders.total} nameOf={orders.nameOf} />
      <LatestProject latest={project.latest} productName={project.productName} />
    </Overview>
  )
}
