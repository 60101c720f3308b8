import type { Operation } from './operations';
import { validate, type JsonSchema } from './json-schema';

/** The API's one error shape (src/server/lib/openapi.ts zErrorBody), whatever the route documents. */
export const ERROR_SHAPE: JsonSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string', minLength: 1 },
        message: { type: 'string', minLength: 1 },
        fields: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        requestId: { type: 'string' },
      },
      required: ['code', 'message'],
      additionalProperties: false,
    },
  },
  required: ['error'],
  additionalProperties: false,
};

/** What an error body must never carry: a stack, a file path, SQL or a driver's message. */
const LEAKS = [/\bat .+\.(ts|js):\d+/, /node_modules/, /\/src\/server\//, /\bselect .+ from "\w+"/i, /violates .+ constraint/i, /invalid input syntax/i, /ZodError/, /TypeError|RangeError|SyntaxError/];

export interface SeenResponse {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Everything wrong with one response to one operation: a 5xx; a status the operation does not
 * document; a body that does not match what is documented for its status; an error that is
 * not in the error shape or gives away internals.
 */
export function responseProblems(op: Operation, res: SeenResponse, options: { alsoAllowed: number[]; otherRoute?: boolean }): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`server error ${res.status}: ${res.text.slice(0, 300)}`);
  // A traversal that the URL itself resolves to another path is that path's answer: only "no 5xx" holds.
  if (options.otherRoute) return problems;
  const documented = op.responses[String(res.status)];
  if (!documented && !options.alsoAllowed.includes(res.status)) problems.push(`status ${res.status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`);

  let json: unknown;
  const isJson = res.contentType.includes('application/json');
  if (isJson) {
    try {
      json = JSON.parse(res.text);
    } catch {
      problems.push(`says JSON but is not: ${res.text.slice(0, 100)}`);
    }
  }
  if (res.status >= 400) {
    if (!isJson) problems.push(`error ${res.status} is not JSON (${res.contentType || 'no content type'})`);
    else if (json !== undefined) problems.push(...validate(ERROR_SHAPE, json).map((p) => `error shape: ${p}`));
    for (const leak of LEAKS) if (leak.test(res.text)) problems.push(`error gives away internals (${leak}): ${res.text.slice(0, 200)}`);
  }
  if (res.status === 204 && res.text !== '') problems.push('204 with a body');

  const content = documented?.content;
  if (content && res.status !== 204) {
    const media = Object.keys(content);
    // A download documented as application/octet-stream is served with the file's own checked type.
    // A range such as image/* matches any type of that kind.
    const match = media.find(
      (m) =>
        res.contentType.startsWith(m) ||
        (m.endsWith('/*') && res.contentType.startsWith(m.slice(0, -1))) ||
        (m === 'application/octet-stream' && res.contentType !== ''),
    );
    if (!match) problems.push(`content type ${res.contentType || 'none'} is not the documented ${media.join(' or ')}`);
    else if (match === 'application/json' && json !== undefined && content[match]?.schema) {
      problems.push(...validate(content[match].schema, json).map((p) => `body does not match the documented ${res.status} schema: ${p}`));
    } else if (match === 'application/pdf' && !res.text.startsWith('%PDF-')) problems.push('a PDF that does not start with %PDF-');
  }
  return problems;
}
