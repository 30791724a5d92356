import { FIELD_REQUIRED_MESSAGE, SIGNUP_MESSAGES, type ErrorBody } from '@store/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';

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
};

/**
 * One place decides what an error looks like on the wire: JSON, Spanish, fitting status,
 * no stack trace. Unexpected errors are logged and answered with a generic 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    if (error instanceof HttpError) {
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
      const message =
        FRAMEWORK_MESSAGES[error.code] ??
        (status === 404
          ? 'Recurso no encontrado'
          : status === 429
            ? 'Demasiadas solicitudes; intenta más tarde'
            : 'Solicitud inválida');
      return reply.status(status).send({ message, code: error.code } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'Error no controlado');
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
