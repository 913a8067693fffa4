/**
 * Every operation as a tool of the Model Context Protocol (official TypeScript SDK), from the
 * same registry as the HTTP routes: the tool's input schema is the operation's parameter schema
 * (no second copy), its description the operation's. A call runs through executeOperation —
 * validation, cache, credits, refunds exactly as over HTTP — for the key the connection
 * authenticated with. Served over stdio (`gleaner mcp`) and streamable HTTP (/mcp).
 */
import { randomUUID } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyBaseLogger } from 'fastify';
import { costOf, executeOperation } from '../core/execute.ts';
import type { Deps } from '../deps.ts';
import { findAppError } from '../errors.ts';
import type { AnyOperation } from '../operations/define.ts';
import { validateParams } from '../operations/params.ts';
import { operations } from '../operations/registry.ts';

export const SERVER_INFO = { name: 'gleaner', version: '0.1.0' };

export function createMcpServer(deps: Deps, keyId: string, log: FastifyBaseLogger): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: operations.map((op) => ({
      name: op.id,
      title: op.summary,
      description: `${op.description} Costs ${costOf(op, deps)} credit(s); free when served from cache.`,
      inputSchema: op.params as unknown as { type: 'object'; properties?: Record<string, unknown> },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const op = operations.find((o) => o.id === request.params.name) as AnyOperation | undefined;
    if (!op) return { isError: true, content: [{ type: 'text' as const, text: `Unknown tool "${request.params.name}".` }] };
    try {
      const params = validateParams(op.params, (request.params.arguments ?? {}) as Record<string, unknown>);
      const result = await executeOperation(deps, { op, params, keyId, requestId: randomUUID(), signal: extra.signal, log });
      const data = { ...result.data, cached: result.cache === 'hit' };
      return { content: [{ type: 'text' as const, text: JSON.stringify(data) }], structuredContent: data };
    } catch (err) {
      // The tool answers the same error envelope as the HTTP API (code, stable error, message).
      const appErr = findAppError(err);
      const envelope = { code: appErr?.status ?? 500, error: appErr?.code ?? 'INTERNAL', message: appErr?.message ?? 'Internal error' };
      return { isError: true, content: [{ type: 'text' as const, text: JSON.stringify(envelope) }] };
    }
  });
  return server;
}
