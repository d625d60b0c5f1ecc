import { describe, expect, it } from 'vitest';
import { PepDeclarationRequest } from './pep';
import { issuesOf } from './test-support';

describe('PepDeclarationRequest (design: POST /traders/me/pep)', () => {
  it('design: non_pep needs nothing more', () => {
    expect(PepDeclarationRequest.parse({ pepState: 'non_pep' })).toEqual({ pepState: 'non_pep' });
  });

  it('design: a PEP names the public function and its country; isFormer defaults to false', () => {
    expect(PepDeclarationRequest.parse({ pepState: 'pep', publicFunction: 'Mayor', country: 'AT' })).toEqual({
      pepState: 'pep',
      publicFunction: 'Mayor',
      country: 'AT',
      isFormer: false,
    });
    expect(issuesOf(PepDeclarationRequest, { pepState: 'pep', publicFunction: '', country: 'AT' })).toEqual([
      'publicFunction: required for a PEP declaration: the prominent public function, e.g. member of parliament',
    ]);
  });

  it('design: a PEP relative also names the PEP and the relationship', () => {
    const body = {
      pepState: 'pep_relative',
      pepName: 'Grace Hopper',
      relationship: 'sibling',
      publicFunction: 'Ambassador',
      country: 'US',
      isFormer: true,
    };
    expect(PepDeclarationRequest.parse(body)).toEqual(body);
    const { pepName: _omitted, ...withoutName } = body;
    expect(issuesOf(PepDeclarationRequest, withoutName)).toEqual([
      'pepName: Invalid input: expected string, received undefined',
    ]);
    expect(issuesOf(PepDeclarationRequest, { ...body, relationship: 'neighbour' })[0]).toMatch(/^relationship: /);
  });

  it('spec: a trader can declare pep, non_pep or pep_relative, not N/A or pending', () => {
    for (const pepState of ['N/A', 'pending', 'PEP']) {
      expect(issuesOf(PepDeclarationRequest, { pepState })[0]).toMatch(/^pepState: /);
    }
  });
});
