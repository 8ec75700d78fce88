import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  DelegateBackoff,
  circuitBreaker,
  handleWhen,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import type { Logger } from 'pino';
import { SourceUnavailableError, type GuardedSourceName } from './source-unavailable';

export interface BreakerSettings {
  /** Consecutive outages (failures or timeouts) that open the circuit. */
  failures: number;
  /** The first open interval; each failed probe doubles it. */
  openMs: number;
  /** The longest open interval. */
  maxOpenMs: number;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

/** At most one error line per source per interval, however many calls fail (an outage is not a log flood). */
export const FAILURE_LOG_INTERVAL_MS = 30_000;

/**
 * One outside source's circuit breaker (cockatiel's consecutive breaker):
 * - closed: calls go through; `failures` outages in a row open the circuit;
 * - open: calls fail at once with SourceUnavailableError, without calling the source, for an
 *   interval that doubles with each failed probe (`openMs` up to `maxOpenMs`);
 * - half-open: one call probes the source; its success closes the circuit, its failure opens it
 *   again. Other calls meanwhile fail at once (cockatiel would make them wait for the probe, which
 *   against a frozen source is the very wait the breaker exists to avoid).
 * Failures that are not outages (`isOutage` false: the source answered, e.g. a 400) pass through
 * unchanged and never open the circuit.
 */
export class SourceBreaker {
  readonly source: GuardedSourceName;
  private readonly policy: CircuitBreakerPolicy;
  private readonly isOutage: (error: unknown) => boolean;
  private readonly settings: BreakerSettings;
  private readonly log: Logger;
  private openedAt = 0;
  private openForMs = 0;
  private lastLoggedAt = Number.NEGATIVE_INFINITY;
  private unloggedFailures = 0;
  private unloggedRefusals = 0;

  constructor(source: GuardedSourceName, isOutage: (error: unknown) => boolean, settings: BreakerSettings, log: Logger) {
    this.source = source;
    this.isOutage = isOutage;
    this.settings = settings;
    this.log = log;
    const halfOpenAfter = new DelegateBackoff<{ attempt: number }>(({ attempt }) => {
      this.openForMs = Math.min(settings.openMs * 2 ** (attempt - 1), settings.maxOpenMs);
      return this.openForMs;
    });
    this.policy = circuitBreaker(
      handleWhen((error) => isOutage(error)),
      { halfOpenAfter, breaker: new ConsecutiveBreaker(settings.failures) },
    );
    this.policy.onBreak(() => {
      this.openedAt = Date.now();
      this.log.error(
        { source: this.source, openForMs: this.openForMs, reason: this.lastReason() },
        `${this.source} source unavailable: calls stop for ${this.openForMs} ms`,
      );
    });
    this.policy.onReset(() => this.log.info({ source: this.source }, `${this.source} source answers again: calls resume`));
  }

  get state(): BreakerState {
    const state = this.policy.state;
    if (state === CircuitState.Closed) return 'closed';
    return state === CircuitState.HalfOpen ? 'half-open' : 'open';
  }

  /** Runs one call to the source through the circuit. */
  async call<T>(fn: () => Promise<T>): Promise<T> {
    if (this.policy.state === CircuitState.HalfOpen) throw this.refused();
    try {
      return await this.policy.execute(() => fn());
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw this.refused();
      if (!(error instanceof Error) || !this.isOutage(error)) throw error;
      this.noteFailure(error);
      throw new SourceUnavailableError(this.source, error.message, this.retryAfterMs());
    }
  }

  /** How long until the source may be asked again: the rest of the open interval, else the first interval. */
  retryAfterMs(): number {
    if (this.state === 'closed') return this.settings.openMs;
    return Math.max(0, this.openedAt + this.openForMs - Date.now());
  }

  private lastReason(): string | undefined {
    const last = this.policy.lastFailure;
    return last && 'error' in last ? last.error.message : undefined;
  }

  private refused(): SourceUnavailableError {
    this.unloggedRefusals++;
    this.maybeLog(undefined);
    return new SourceUnavailableError(this.source, 'circuit open: the source is not being called', this.retryAfterMs());
  }

  private noteFailure(error: Error) {
    this.unloggedFailures++;
    this.maybeLog(error);
  }

  /** Once per interval, at error level, naming the source: what failed and how many calls it cost. */
  private maybeLog(error: Error | undefined) {
    const now = Date.now();
    if (now - this.lastLoggedAt < FAILURE_LOG_INTERVAL_MS) return;
    this.lastLoggedAt = now;
    this.log.error(
      {
        source: this.source,
        state: this.state,
        failedCalls: this.unloggedFailures,
        refusedCalls: this.unloggedRefusals,
        reason: error?.message ?? this.lastReason(),
      },
      `${this.source} source failing`,
    );
    this.unloggedFailures = 0;
    this.unloggedRefusals = 0;
  }
}
