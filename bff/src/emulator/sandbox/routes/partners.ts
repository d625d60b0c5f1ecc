// Registering partners: a name and a public key to verify its JWTs with; optionally trusted, with a KYC agreement
// and a webhook.
import { createPublicKey, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import { ApiError } from '../../../http/failure';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { insertPartner } from '../../trade/partner-store';
import { acceptFormPosts } from '../form-body';

/** Parsing a key needs the server's crypto, so this check of the body is here rather than in the contract. */
function isRsaOrEcPublicKey(pem: string): boolean {
  try {
    const type = createPublicKey(pem).asymmetricKeyType;
    return type === 'rsa' || type === 'ec';
  } catch {
    return false;
  }
}

export async function partnerRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  acceptFormPosts(app);

  defineEndpoint(app, openToAnyone, sandboxEndpoints.createSandboxPartner, ({ body }) => {
    if (!isRsaOrEcPublicKey(body.publicKeyPem))
      throw new ApiError(
        400,
        'invalid_request',
        'Invalid body: publicKeyPem: must be a PEM RSA or EC public key (SPKI, -----BEGIN PUBLIC KEY-----)',
      );
    const partnerId = randomUUID();
    // A secret the caller did not choose is answered once, so the caller can verify webhook signatures.
    const webhookSecret = body.webhookSecret ?? randomBytes(32).toString('hex');
    const partnerNumber = insertPartner(
      ctx.db,
      {
        id: partnerId,
        name: body.name,
        publicKeyPem: body.publicKeyPem,
        trusted: body.trusted,
        kycAgreement: body.kycAgreement,
        webhookUrl: body.webhookUrl,
        webhookSecret,
        allowedOrigins: body.allowedOrigins,
      },
      ctx.clock.now(),
    );
    return body.webhookSecret === undefined
      ? { partnerId, partnerNumber, webhookSecret }
      : { partnerId, partnerNumber };
  });
}
