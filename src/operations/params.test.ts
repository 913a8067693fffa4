import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from '@sinclair/typebox';
import { ajv, normalizeLegacy, validationError } from './params.ts';
import { searchParams } from './search-params.ts';

const schema = Type.Object(searchParams, { additionalProperties: false });
const validate = ajv.compile(schema);

function check(query: Record<string, string>) {
  const params: Record<string, unknown> = { ...query };
  if (!validate(params)) return { error: validationError(validate.errors ?? [], schema) };
  normalizeLegacy(schema, params);
  return { params };
}

describe('shared search parameters (spec §4.3)', () => {
  test('fills defaults and coerces query-string types', () => {
    const { params } = check({ query: 'coffee', page: '2', html: 'true' });
    assert.deepEqual(params, {
      query: 'coffee',
      page: 2,
      html: true,
      country: 'us',
      language: 'en',
      safe: 'OFF',
      nfpr: 'INCLUDE_CORRECTED_RESULTS',
    });
  });

  test('accepts legacy enumeration values and rewrites them to the current ones', () => {
    const { params } = check({ query: 'q', safe: 'active', nfpr: '1', filter: '0' });
    assert.equal(params!.safe, 'ACTIVE');
    assert.equal(params!.nfpr, 'EXCLUDE_CORRECTED_RESULTS');
    assert.equal(params!.filter, 'DISABLED');
    assert.equal(check({ query: 'q', safe: 'off', nfpr: '0', filter: '1' }).params!.filter, 'ENABLED');
  });

  test('names the parameter and what it accepts', () => {
    assert.equal(check({ query: 'q', safe: 'maybe' }).error!.message, "Parameter 'safe' must be one of ACTIVE, OFF (legacy: active, off).");
    assert.equal(check({ query: 'q', page: '-1' }).error!.message, "Parameter 'page' must be ≥ 0.");
    assert.equal(check({ query: 'q', page: 'two' }).error!.message, "Parameter 'page' must be an integer.");
    assert.match(check({}).error!.message, /^Missing required parameter 'query'/);
    assert.match(check({ query: 'q', cr: 'france' }).error!.message, /'cr' has the wrong format: Restrict results to countries: countryXX/);
    const unknown = check({ query: 'q', qeury: 'x' }).error!;
    assert.equal(unknown.code, 'UNKNOWN_PARAMETER');
    assert.match(unknown.message, /^Unknown parameter 'qeury'\. Accepted parameters: query, page, html,/);
  });

  test('reports every invalid parameter at once', () => {
    const err = check({ query: 'q', page: 'x', safe: 'x' }).error!;
    assert.match(err.message, /'page' must be an integer\. Parameter 'safe' must be one of/);
  });
});
