/**
 * The staff command line's commands (staff-cli.ts; docs/operations.md), apart from opening the
 * database so the tests can run them on theirs:
 *
 *   create --email a@tienda.hn --role admin [--role pedidos ...] [--name "Nombre"]
 *   reset-second-factor --email a@tienda.hn
 *   list
 *
 * `create` prints a random one-time password (or uses STAFF_PASSWORD, at least 12 characters)
 * and the second factor's enrolment, once: neither can be shown again. It refuses an e-mail that
 * already has an account. Every change is written to the audit log as the command line's.
 */
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type SecondFactorEnrolment, type StaffRole } from '@store/contracts';
import { CLI_ACTOR } from '../audit/audit-log.js';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { createStaffAccount, resetSecondFactor, STAFF_NOT_FOUND } from './staff-accounts.js';
import { findStaffByEmail, listStaff, staffProfile } from './staff-repository.js';
import type { StaffSettings } from './staff-settings.js';

export interface StaffCommandContext {
  db: Db;
  settings: StaffSettings;
  /** STAFF_PASSWORD: a password chosen by the operator instead of a random one. */
  env: NodeJS.ProcessEnv;
  /** One line of output (the console in staff-cli.ts). */
  print: (line: string) => void;
}

export const STAFF_CLI_USAGE = [
  'Uso:',
  '  npm run staff -- create --email correo@tienda.hn --role admin [--role pedidos ...] [--name "Nombre"]',
  '  npm run staff -- reset-second-factor --email correo@tienda.hn',
  '  npm run staff -- list',
  `Roles: ${STAFF_ROLES.join(', ')}. Con STAFF_PASSWORD=... create usa esa contraseña (12 caracteres o más) en lugar de una aleatoria.`,
].join('\n');

function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

function printEnrolment(print: (line: string) => void, enrolment: SecondFactorEnrolment): void {
  print('Segundo factor (se muestra solo esta vez): agrégalo en la aplicación de autenticación');
  print(
    'escaneando este enlace como código QR (p. ej. qrencode -t ansiutf8 "<enlace>") o escribiendo la clave:',
  );
  print(`  ${enrolment.otpauthUri}`);
  print(`  Clave: ${enrolment.secret}`);
  print('El primer inicio de sesión con un código de la aplicación lo deja activado.');
}

async function create(context: StaffCommandContext, options: CommandOptions): Promise<number> {
  const roles = options.role ?? [];
  const unknown = roles.filter((role) => !isStaffRole(role));
  if (!options.email || roles.length === 0 || unknown.length > 0) {
    context.print(unknown.length > 0 ? `Rol desconocido: ${unknown.join(', ')}` : 'Faltan --email y --role.');
    context.print(STAFF_CLI_USAGE);
    return 2;
  }
  const password = context.env.STAFF_PASSWORD || undefined;
  const issued = await createStaffAccount(
    context.db,
    context.settings,
    {
      email: options.email,
      name: options.name ?? '',
      roles: [...new Set(roles.filter(isStaffRole))],
      password,
    },
    CLI_ACTOR,
  );
  const profile = staffProfile(issued.staff);
  context.print(`Cuenta de personal creada: ${profile.email} (roles: ${profile.roles.join(', ')}).`);
  context.print(
    password
      ? 'Contraseña: la de STAFF_PASSWORD.'
      : `Contraseña de un solo uso (se muestra solo esta vez): ${issued.oneTimePassword}`,
  );
  printEnrolment(context.print, issued.secondFactor);
  return 0;
}

async function resetFactor(context: StaffCommandContext, options: CommandOptions): Promise<number> {
  if (!options.email) {
    context.print('Falta --email.');
    context.print(STAFF_CLI_USAGE);
    return 2;
  }
  const staff = await findStaffByEmail(context.db, options.email);
  if (!staff) throw new HttpError(404, STAFF_NOT_FOUND, 'NOT_FOUND');
  const reset = await resetSecondFactor(context.db, context.settings, staff.id, CLI_ACTOR);
  context.print(`Segundo factor restablecido para ${reset.staff.email}; sus sesiones se cerraron.`);
  printEnrolment(context.print, reset.secondFactor);
  return 0;
}

async function list(context: StaffCommandContext): Promise<number> {
  const staff = await listStaff(context.db);
  if (staff.length === 0)
    context.print('No hay cuentas de personal. Crea la primera con: npm run staff -- create ...');
  for (const member of staff.map((record) => staffProfile(record))) {
    const state = [
      `segundo factor: ${member.secondFactor}`,
      member.disabled ? 'desactivada' : '',
      member.lockedUntil ? `bloqueada hasta ${member.lockedUntil}` : '',
    ].filter(Boolean);
    context.print(
      `${member.id}\t${member.email}\t${member.name}\t${member.roles.join(',')}\t${state.join('; ')}`,
    );
  }
  return 0;
}

interface CommandOptions {
  email?: string | undefined;
  name?: string | undefined;
  role?: string[] | undefined;
}

/** Runs one command; returns the process's exit code (0 done, 1 refused, 2 bad usage). */
export async function runStaffCommand(
  args: readonly string[],
  context: StaffCommandContext,
): Promise<number> {
  // `pnpm ... staff -- create ...` may pass the `--` along; parseArgs would take the rest as positionals.
  const rest = args[0] === '--' ? args.slice(1) : args;
  let parsed: { positionals: string[]; values: CommandOptions };
  try {
    parsed = parseArgs({
      args: [...rest],
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', multiple: true },
      },
    });
  } catch (error) {
    context.print(error instanceof Error ? error.message : String(error));
    context.print(STAFF_CLI_USAGE);
    return 2;
  }
  const [command] = parsed.positionals;
  try {
    if (command === 'create') return await create(context, parsed.values);
    if (command === 'reset-second-factor') return await resetFactor(context, parsed.values);
    if (command === 'list') return await list(context);
  } catch (error) {
    // The store's own refusals (e-mail taken, invalid e-mail, no STAFF_TOTP_KEY...) in Spanish.
    if (!(error instanceof HttpError)) throw error;
    const fields = error.fields ? Object.values(error.fields).filter((text) => text !== error.message) : [];
    context.print([error.message, ...fields].join(' '));
    return 1;
  }
  context.print(STAFF_CLI_USAGE);
  return 2;
}
