/** Issue 12 the login links asked for by e-mail: counted per address, whether or not a customer has it. */
export interface LoginLinkRequests {
  /** Records one request for the address (lower-cased) from a client address. */
  record(email: string, clientAddress: string): Promise<void>
  /** Requests for the address (lower-cased) after `since`. */
  countSince(email: string, since: number): Promise<number>
}
