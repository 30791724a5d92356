/**
 * The production start checklist as one command's output (`npm run check:production`,
 * production-checklist-cli.ts): every rule of startup-rules.ts, judged as a production start
 * whatever NODE_ENV says, with ✓ or the problem. The same table readConfig refuses a start
 * with, so what this accepts the server accepts.
 */
import { evaluateRules } from './startup-rules.js';

export interface ChecklistReport {
  /** The text to print, in Spanish. */
  text: string;
  /** How many refusals: a production start with this environment would fail when > 0. */
  refusals: number;
  /** How many recommendations are not followed (they never stop a start). */
  advice: number;
}

const MARKS = { ok: '✓', refusal: '✗', advice: '⚠' } as const;

export function productionChecklist(env: NodeJS.ProcessEnv): ChecklistReport {
  const results = evaluateRules(env, true);
  const lines = [
    'Lista de comprobación para iniciar la API en producción (docs/security.md).',
    'Cada variable, lo que producción exige de ella y lo que dice el entorno actual:',
    '',
  ];
  let refusals = 0;
  let advice = 0;
  for (const { rule, problem } of results) {
    if (problem === null) {
      lines.push(`${MARKS.ok} ${rule.variable}: ${rule.production}`);
      continue;
    }
    if (rule.severity === 'refusal') refusals += 1;
    else advice += 1;
    lines.push(`${MARKS[rule.severity]} ${rule.variable}: ${rule.production}`, `    → ${problem}`);
  }
  lines.push(
    '',
    refusals > 0
      ? `La API no iniciaría en producción con este entorno: ${refusals} ${refusals === 1 ? 'variable rechazada' : 'variables rechazadas'} (✗).`
      : 'La API puede iniciar en producción con este entorno.',
  );
  if (advice > 0)
    lines.push(
      `${advice} ${advice === 1 ? 'recomendación pendiente' : 'recomendaciones pendientes'} (⚠): no impiden el inicio.`,
    );
  return { text: lines.join('\n'), refusals, advice };
}
