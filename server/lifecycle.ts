/**
 * The process's readiness. Health checks read it; graceful shutdown flips it before draining, so
 * a load balancer stops sending traffic while in-flight requests finish.
 */
export class Lifecycle {
  #ready = false;
  #draining = false;
  #closingConnections = false;

  get ready(): boolean {
    return this.#ready && !this.#draining;
  }

  /** From SIGTERM: readiness is false; connections are still kept alive until the listener closes. */
  get draining(): boolean {
    return this.#draining;
  }

  /** Once the listener has closed: every answer says `Connection: close` (decision 0070). */
  get closingConnections(): boolean {
    return this.#closingConnections;
  }

  markReady(): void {
    this.#ready = true;
  }

  startDraining(): void {
    this.#draining = true;
  }

  closeConnections(): void {
    this.#draining = true;
    this.#closingConnections = true;
  }
}
