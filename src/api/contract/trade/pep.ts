// Politically exposed person (PEP) declaration, `POST /traders/me/pep`. The spec lists the step and the trader's
// `pepState` but not the endpoint; this is the design, explained in docs/trade-api-choices.md.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { CountryCode } from './primitives';

const publicFunction = described(
  checked(
    z.string(),
    z.trim(),
    z.minLength(1, {
      error: 'required for a PEP declaration: the prominent public function, e.g. member of parliament',
    }),
    z.maxLength(200),
  ),
  'The prominent public function held, e.g. "member of parliament", "ambassador".',
);

const functionCountry = described(
  CountryCode,
  'Country (or the seat of the international organisation) of the function.',
);

const isFormer = described(
  z._default(z.boolean(), false),
  'True when the function ended (a PEP stays one for at least 12 months after leaving office).',
);

export const NonPepDeclaration = withMeta(z.object({ pepState: z.literal('non_pep') }), {
  id: 'NonPepDeclaration',
  description: 'The trader is not a PEP and not related to one.',
});

export const PepSelfDeclaration = withMeta(
  z.object({ pepState: z.literal('pep'), publicFunction, country: functionCountry, isFormer }),
  { id: 'PepSelfDeclaration', description: 'The trader holds, or held, a prominent public function.' },
);

/** FATF's "family members" and "close associates" of a PEP. */
export const PepRelationship = withMeta(
  z.enum(['spouse_or_partner', 'child', 'child_spouse_or_partner', 'parent', 'sibling', 'close_associate']),
  { id: 'PepRelationship', description: 'How the trader is related to the PEP.' },
);
export type PepRelationship = z.infer<typeof PepRelationship>;

export const PepRelativeDeclaration = withMeta(
  z.object({
    pepState: z.literal('pep_relative'),
    pepName: checked(
      z.string(),
      z.trim(),
      z.minLength(1, { error: 'required for a PEP relative: the full name of the politically exposed person' }),
      z.maxLength(200),
    ),
    relationship: PepRelationship,
    publicFunction,
    country: functionCountry,
    isFormer,
  }),
  {
    id: 'PepRelativeDeclaration',
    description: 'The trader is a family member or close associate of a PEP.',
  },
);

export const PepDeclarationRequest = withMeta(
  z.discriminatedUnion('pepState', [NonPepDeclaration, PepSelfDeclaration, PepRelativeDeclaration]),
  {
    id: 'PepDeclarationRequest',
    description:
      'Politically exposed person status, by `pepState`. A PEP or PEP relative also says which function and ' +
      'where, so compliance can assess the risk without writing back.',
  },
);
export type PepDeclarationRequest = z.infer<typeof PepDeclarationRequest>;
export type PepDeclarationRequestInput = z.input<typeof PepDeclarationRequest>;
