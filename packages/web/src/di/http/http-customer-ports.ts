import { HttpCustomerArea, HttpCustomers, HttpTransport, type CustomerAdapters, type HttpTransportOptions } from '@kartis/api-adapter'

/** §7 the customer and customer-area adapters: a chunk of their own, loaded when the header or the customer area first calls them. */
export const httpCustomerPorts = (options: HttpTransportOptions): CustomerAdapters => {
  const transport = new HttpTransport(options)
  return { customers: new HttpCustomers(transport), customerArea: new HttpCustomerArea(transport) }
}
