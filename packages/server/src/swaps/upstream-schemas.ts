/**
 * What an upstream swap server may answer, checked before anything is passed on: another server's words
 * reach the modal only in the shapes this API promises (amounts as base-unit integers, ids as CAIP-10,
 * calldata as hex).
 */
import { z } from 'zod';

const baseUnits = z.string().regex(/^(0|[1-9]\d{0,77})$/);
const caip10 = z.string().regex(/^eip155:[1-9]\d{0,15}:0x[0-9a-fA-F]{40}$/);
const hexData = z.string().regex(/^0x([0-9a-fA-F]{2})*$/);
const text = z.string().max(256);

export const upstreamTokensSchema = z.object({
  tokens: z
    .array(
      z.object({
        name: text,
        symbol: z.string().max(32),
        address: caip10,
        decimals: z.number().int().min(0).max(36),
        // Shown as an image by the modal: an http(s) URL or nothing, never a script or data URI.
        logoUri: z.union([
          z.literal(''),
          z
            .string()
            .max(2048)
            .regex(/^https?:\/\/[^\s"'<>]+$/),
        ]),
        // Permit signatures are not used by the modal: whatever the upstream says, approvals are transactions.
        eip2612: z.boolean().optional(),
      }),
    )
    .max(10_000),
});

export const upstreamQuotesSchema = z.object({
  quotes: z
    .array(
      z.object({
        id: z.string().max(256).nullable().optional(),
        fromAmount: baseUnits,
        fromAccount: caip10,
        toAmount: baseUnits,
        toAccount: caip10,
        priceImpact: z.string().regex(/^\d{1,3}(\.\d{1,18})?$/),
        route: z.array(caip10).min(2).max(16),
      }),
    )
    .min(1)
    .max(16),
});

export const upstreamAllowanceSchema = z.object({ allowance: baseUnits });

export const upstreamGasPriceSchema = z.object({ standard: baseUnits, fast: baseUnits, instant: baseUnits });

export const upstreamApproveSchema = z.object({
  tx: z.object({
    from: caip10,
    to: caip10,
    data: hexData,
    value: z.literal('0').optional(),
    eip155: z.object({ gasPrice: baseUnits }),
  }),
});

export const upstreamSwapSchema = z.object({
  tx: z.object({
    from: caip10,
    to: caip10,
    data: hexData,
    amount: baseUnits,
    eip155: z.object({ gas: baseUnits, gasPrice: baseUnits }),
    minimumOut: baseUnits,
    deadline: z.number().int().positive(),
  }),
});

export const upstreamErrorSchema = z.object({ code: z.string().max(64), message: z.string().max(512) });
