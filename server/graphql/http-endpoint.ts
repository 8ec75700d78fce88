import express, { type RequestHandler, type Router } from 'express';
import {
  GraphQLError,
  execute,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import Joi from 'joi';
import { createRequestContext, type Sources } from './context';
import { persistedQueries } from './persisted-query';
import { sha256 } from './trusted-documents';
import { defaultQueryLimits, validationRules } from './validation-rules';
import { SourceUnavailableError } from '../sources/resilience/source-unavailable';

const bodySchema = Joi.object({
  query: Joi.string().max(20_000).required(),
  variables: Joi.object().allow(null),
  operationName: Joi.string().max(200).allow(null),
  extensions: Joi.object().allow(null),
});

interface EndpointOptions {
  schema: GraphQLSchema;
  sources: Sources;
  bodyLimit: string;
  /** Production: only these query hashes are answered (trusted documents), and no introspection. */
  trustedHashes?: ReadonlySet<string>;
  /** The site's operations by trusted-document id: the browser sends them by id alone (persisted queries). */
  persistedDocuments?: ReadonlyMap<string, string>;
  /** Runs before any mutation (the contact limiter: sendFrontMessage sends support messages). */
  mutationGuard?: RequestHandler;
}

/** Whether a request body holds a mutation; parsing is left to the handler, a cheap look suffices. */
function looksLikeMutation(body: unknown): boolean {
  const query = (body as { query?: unknown } | null)?.query;
  return typeof query === 'string' && /(^|[}\s])mutation\b/.test(query);
}

/**
 * POST /graphql: the same schema the server renders with, for the browser after hydration.
 * Bad requests answer 400 with GraphQL-shaped errors; resolver failures are masked (no stack or
 * internal message leaves the server) and logged with the request id.
 */
export function graphqlEndpoint({
  schema,
  sources,
  bodyLimit,
  trustedHashes,
  persistedDocuments = new Map(),
  mutationGuard,
}: EndpointOptions): Router {
  const router = express.Router();
  const rules = [...specifiedRules, ...validationRules(defaultQueryLimits, trustedHashes !== undefined)];
  const guard: RequestHandler = (req, res, next) => (mutationGuard && looksLikeMutation(req.body) ? mutationGuard(req, res, next) : next());
  // The id is resolved first, so the mutation guard and the trusted-hash check see the operation's text.
  router.post(
    '/graphql',
    express.json({ limit: bodyLimit }),
    persistedQueries(persistedDocuments),
    guard,
    handle(schema, sources, rules, trustedHashes),
  );
  router.all('/graphql', (_req, res) => {
    res
      .set('Allow', 'POST')
      .status(405)
      .json({ errors: [{ message: 'Use POST with a JSON body.' }] });
  });
  return router;
}

function handle(
  schema: GraphQLSchema,
  sources: Sources,
  rules: readonly ValidationRule[],
  trustedHashes: ReadonlySet<string> | undefined,
): RequestHandler {
  return async (req, res, next) => {
    const { value, error } = bodySchema.validate(req.body ?? {});
    if (error) {
      res.status(400).json({ errors: [{ message: error.message }] });
      return;
    }
    if (trustedHashes && !trustedHashes.has(sha256(value.query))) {
      res.status(400).json({ errors: [{ message: "Unknown operation: this endpoint answers only the site's own queries" }] });
      return;
    }
    let document: DocumentNode;
    try {
      document = parse(value.query);
    } catch (parseError) {
      res.status(400).json({ errors: [{ message: (parseError as GraphQLError).message }] });
      return;
    }
    const validationErrors = validate(schema, document, rules);
    if (validationErrors.length > 0) {
      res.status(400).json({ errors: validationErrors.map((e) => ({ message: e.message })) });
      return;
    }
    try {
      const result = await execute({
        schema,
        document,
        variableValues: value.variables ?? undefined,
        operationName: value.operationName ?? undefined,
        // res.locals.preview: set only for a verified preview cookie (server/api/preview.ts).
        contextValue: createRequestContext(sources, res.locals.preview === true, req.log),
      });
      const errors = result.errors?.map((e) => maskError(e, req.log));
      res.json(errors ? { ...result, errors } : result);
    } catch (err) {
      next(err);
    }
  };
}

function maskError(error: GraphQLError, log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void }) {
  // Errors with no original error are the client's (bad variables): safe to show as they are.
  if (!error.originalError || error.originalError instanceof GraphQLError) {
    // A resolver's error code (RATE_LIMITED, BAD_USER_INPUT) tells the client what to do next.
    const code = error.extensions?.code;
    return {
      message: error.message,
      locations: error.locations,
      path: error.path,
      ...(typeof code === 'string' ? { extensions: { code } } : {}),
    };
  }
  // A source that could not be asked: its breaker logs the cause once per interval (decision 0025).
  if (error.originalError instanceof SourceUnavailableError) {
    log.warn({ source: error.originalError.source, path: error.path }, 'graphql field unavailable: its source failed');
    return {
      message: `The ${error.originalError.source} service is unavailable`,
      path: error.path,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    };
  }
  log.error({ err: error.originalError, path: error.path }, 'graphql resolver failed');
  return { message: 'Internal server error', path: error.path };
}
