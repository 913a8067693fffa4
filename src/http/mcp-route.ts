/**
 * The MCP server over streamable HTTP at /mcp: stateless (one server and transport per request,
 * as the SDK documents for horizontally scaled deployments), authenticated by X-API-Key like
 * every paid route; each tool call is charged like the operation it runs.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { createMcpServer } from '../mcp/server.ts';
import { authenticate } from './operation-routes.ts';

export function registerMcpRoute(app: FastifyInstance, deps: Deps): void {
  app.route({
    method: ['POST', 'GET', 'DELETE'],
    url: '/mcp',
    schema: { hide: true },
    handler: async (req, reply) => {
      const key = await authenticate(deps, req);
      if (req.method !== 'POST') {
        // Stateless: no server-initiated stream to resume, no session to delete.
        return reply.code(405).header('allow', 'POST').send({ code: 405, error: 'METHOD_NOT_ALLOWED', message: 'The MCP endpoint is stateless: send JSON-RPC requests with POST.', data: null });
      }
      const server = createMcpServer(deps, key.id, req.log);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req.raw, reply.raw, req.body);
    },
  });
}
