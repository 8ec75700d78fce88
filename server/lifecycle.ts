/**
 * The process's readiness. Health checks read it; graceful shutdown flips it before draining, so
 * a load balancer stops sending traffic while in-flight requests finish.
 */
export class Lifecycle {
  #ready = false;
  #draining = false;

  get ready(): boolean {
    return this.#ready && !this.#draining;
  }

  get draining(): boolean {
    return this.#draining;
  }

  markReady(): void {
    this.#ready = true;
  }

  startDraining(): void {
    this.#draining = true;
  }
}
