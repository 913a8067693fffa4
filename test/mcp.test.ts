/**
 * The MCP server, driven by the official SDK's own client: over streamable HTTP at /mcp (key
 * required, calls charged like the API) and over stdio (`gleaner mcp`, a real child process).
 * Tools are listed from the registry; `markdown` runs on a local page, `search` through the
 * replay path.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { operations } from '../src/operations/registry.ts';
import { startTargetServer, type TargetServer } from './helpers/target-server.ts';
import { startReplayApp, type ReplayApp } from './helpers/test-app.ts';

type ToolResult = { isError?: boolean; content: { type: string; text: string }[] };
const json = (r: unknown) => JSON.parse((r as ToolResult).content[0]!.text) as Record<string, unknown>;

describe('MCP server', () => {
  let app: ReplayApp;
  let target: TargetServer;
  before(async () => {
    target = await startTargetServer();
    app = await startReplayApp([new URL('../src/operations/search/fixtures/', import.meta.url)], { rateLimitPerMinute: 0 });
  });
  after(async () => {
    await app.close();
    await target.close();
  });

  const httpClient = async (key: string) => {
    const client = new Client({ name: 'gleaner-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { 'x-api-key': key } } }));
    return client;
  };

  test('streamable HTTP: every operation is a tool with its parameter schema; markdown and search run and are charged', async () => {
    const { key, id } = await app.createKey(10);
    const client = await httpClient(key);
    try {
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((t) => t.name).sort(), operations.map((o) => o.id).sort());
      const markdownTool = tools.find((t) => t.name === 'markdown')!;
      assert.ok((markdownTool.inputSchema.properties as Record<string, unknown>).url, 'the url parameter, from the registry');
      assert.deepEqual(markdownTool.inputSchema.required, ['url']);

      const md = json(await client.callTool({ name: 'markdown', arguments: { url: `${target.url}/article` } }));
      assert.match(String(md.markdown), /^!\[A group of friends playing in a band together\]\(https:\/\/cdn\.musichouseschool\.com\/GroupOfAdultFriendsPlayingMusic\.jpg\)\n\nMusic is a universal language/);
      const search = json(await client.callTool({ name: 'search', arguments: { query: 'how to fetch in JS', language: 'de', country: 'de' } }));
      assert.equal((search.organic_results as unknown[]).length, 10);
      // markdown 2 credits + search 2 credits.
      assert.equal(await app.balance(id), 6);

      const bad = (await client.callTool({ name: 'markdown', arguments: { url: 'not a url' } })) as ToolResult;
      assert.equal(bad.isError, true);
      assert.equal(json(bad).error, 'INVALID_URL');
      assert.equal(await app.balance(id), 6);
    } finally {
      await client.close();
    }
  });

  test('streamable HTTP without a key is refused', async () => {
    await assert.rejects(httpClient('glr_nope'), /401|AUTH_INVALID/);
  });

  test('stdio: `gleaner mcp` as a child process lists the tools and runs markdown on a local page', async () => {
    const { key, id } = await app.createKey(5);
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [new URL('../bin/gleaner.js', import.meta.url).pathname, 'mcp', '--key', key],
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: app.dataDir, LOG_LEVEL: 'silent', CRAWL_ALLOW_PRIVATE_NETWORKS: 'true' },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'gleaner-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      assert.ok(tools.some((t) => t.name === 'markdown'));
      const md = json(await client.callTool({ name: 'markdown', arguments: { url: `${target.url}/article` } }));
      assert.match(String(md.markdown), /Embarking on a Musical Journey/);
      assert.equal(await app.balance(id), 3);
    } finally {
      await client.close();
    }
  });
});
