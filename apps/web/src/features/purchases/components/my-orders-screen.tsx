import { MyOrders } from './my-orders';

/** `/orders` for a client: their orders on a page of their own. */
export function MyOrdersScreen() {
  return <MyOrders headingLevel="h1" />;
}
