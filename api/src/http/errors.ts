import { CreditRefusal, FIELD_REQUIRED_MESSAGE, SIGNUP_MESSAGES, type ErrorBody } from '@store/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type { ErrorBody };

/** An error whose message is safe to show to the shopper (Spanish) and that maps to a status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return {
      message: this.message,
      ...(this.code ? { code: this.code } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export const notFound = (message: string): HttpError => new HttpError(404, message, 'NOT_FOUND');
export const badRequest = (message: string, fields?: Record<string, string>): HttpError =>
  new HttpError(400, message, 'BAD_REQUEST', fields);

/** 400 with one Spanish message per field; the first one is the headline the form shows. */
export const validationError = (fields: Record<string, string>): HttpError =>
  new HttpError(400, Object.values(fields)[0] ?? 'Datos inválidos', 'VALIDATION_ERROR', fields);

/** The subset of an Ajv error the handler reads. */
interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'Debe ser un número entero',
  number: 'Debe ser un número',
  boolean: 'Debe ser verdadero o falso',
  string: 'Debe ser texto',
  object: 'Debe ser un objeto',
  array: 'Debe ser una lista',
};

function schemaErrorMessage(error: SchemaError): string {
  const { keyword, params } = error;
  switch (keyword) {
    case 'required':
      return FIELD_REQUIRED_MESSAGE;
    case 'type':
      return TYPE_MESSAGES[String(params.type)] ?? 'Tipo de dato inválido';
    case 'minLength':
      return `Debe tener al menos ${String(params.limit)} caracteres`;
    case 'maxLength':
      return `Debe tener como máximo ${String(params.limit)} caracteres`;
    case 'minimum':
      return `Debe ser mayor o igual a ${String(params.limit)}`;
    case 'maximum':
      return `Debe ser menor o igual a ${String(params.limit)}`;
    case 'maxItems':
      return `Debe tener como máximo ${String(params.limit)} elementos`;
    case 'enum':
      return `Valor no permitido; valores aceptados: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'format':
      return params.format === 'email' ? SIGNUP_MESSAGES.invalidEmail : 'Formato inválido';
    case 'pattern':
      return 'Formato inválido';
    case 'additionalProperties':
      return 'Campo no permitido';
    default:
      return 'Valor inválido';
  }
}

function schemaErrorField(error: SchemaError, context: string | undefined): string {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return error.params.missingProperty;
  }
  if (error.keyword === 'additionalProperties' && typeof error.params.additionalProperty === 'string') {
    return error.params.additionalProperty;
  }
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}

/** Turns schema failures into `{ fields: { name: 'Spanish message' } }`, first message per field. */
export function fieldsFromSchemaErrors(
  errors: readonly SchemaError[],
  context?: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field = schemaErrorField(error, context);
    fields[field] ??= schemaErrorMessage(error);
  }
  return fields;
}

/** Spanish messages for Fastify's own client errors (bad JSON, wrong content type...). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo JSON de la solicitud está vacío',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no soportado; envía application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la solicitud es demasiado grande',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida',
  // The router's own refusals (see frameworkErrorHandler): never echo the URL back.
  FST_ERR_BAD_URL: 'La dirección de la solicitud no es válida',
  FST_ERR_MAX_PARAM_LENGTH: 'La dirección de la solicitud es demasiado larga',
};

/** The store's body for a 4xx raised by Fastify itself: Spanish, the code kept, no echo. */
function frameworkErrorBody(status: number, code: string): ErrorBody {
  const message =
    FRAMEWORK_MESSAGES[code] ??
    (status === 404
      ? 'Recurso no encontrado'
      : status === 429
        ? 'Demasiadas solicitudes; intenta más tarde'
        : 'Solicitud inválida');
  return { message, code };
}

/**
 * Fastify's `frameworkErrors` constructor option: errors the router raises before any route or
 * error handler exists (a malformed %-escape in the path, FST_ERR_BAD_URL, 400; a path
 * parameter longer than maxParamLength, FST_ERR_MAX_PARAM_LENGTH, 414). Its default answer is
 * English and repeats the URL; this one is the store's shape.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 400;
  if (status >= 500) {
    void reply
      .status(500)
      .send({ message: 'Error interno del servidor', code: 'INTERNAL_ERROR' } satisfies ErrorBody);
    return;
  }
  void reply.status(status).send(frameworkErrorBody(status, error.code));
}

/**
 * PostgreSQL data exceptions (SQLSTATE class 22: 22021 character_not_in_repertoire, 22P05
 * untranslatable_character, 22003 numeric_value_out_of_range, 22P02 invalid_text_representation,
 * 22001 string too long, 22007/22008 dates...) mean a value from the request that the schema
 * and the input guard let through. Found on the error or its `cause` chain (both drivers throw
 * the server's error with its `code`).
 */
function dataExceptionCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const code: unknown = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The 400 a database data exception becomes; the value itself is not repeated. */
export const INVALID_DATA_MESSAGE = 'Un dato de la solicitud no es válido';

/**
 * What of an unexpected error goes to the log: its kind, message, code and stack. Not the whole
 * object, because the database drivers attach the query's parameters (e-mails, token hashes) to
 * their errors, and logs are read by more people than the database is.
 */
function loggableError(error: Error & { code?: unknown }): Record<string, unknown> {
  return {
    type: error.name,
    message: error.message,
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
    stack: error.stack,
  };
}

/**
 * One place decides what an error looks like on the wire: JSON, Spanish, fitting status,
 * no stack trace. Unexpected errors are logged and answered with a generic 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError | CreditRefusal>((error, request, reply) => {
    // The credit formulas live in the contracts, which cannot know HttpError: their refusals
    // carry the same status, message, code and fields and are answered the same way.
    if (error instanceof HttpError || error instanceof CreditRefusal) {
      // Rate limits (src/http/rate-limit.ts) say when to come back.
      if ('retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number')
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (error.validation) {
      const body: ErrorBody = {
        message: 'Parámetros inválidos',
        code: 'VALIDATION_ERROR',
        fields: fieldsFromSchemaErrors(error.validation, error.validationContext),
      };
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(frameworkErrorBody(status, error.code));
    }
    const sqlState = dataExceptionCode(error);
    if (sqlState) {
      // Still the client's fault, but a gap in a schema or in the input guard: worth a look.
      // Not the whole error: drivers attach the query's parameters (tokens, personal data).
      request.log.warn(
        { sqlState, route: request.routeOptions.url, method: request.method, reason: error.message },
        'Dato inválido rechazado por la base de datos',
      );
      return reply
        .status(400)
        .send({ message: INVALID_DATA_MESSAGE, code: 'INVALID_DATA' } satisfies ErrorBody);
    }
    request.log.error({ err: loggableError(error) }, 'Error no controlado');
    return reply
      .status(500)
      .send({ message: 'Error interno del servidor', code: 'INTERNAL_ERROR' } satisfies ErrorBody);
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply
      .status(404)
      .send({ message: 'Recurso no encontrado', code: 'NOT_FOUND' } satisfies ErrorBody);
  });
}
