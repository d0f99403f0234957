// A small server that speaks the OpenAI images API's documented shapes (POST /v1/images/generations →
// { created, data: [{ b64_json }] }), for the browser journey with a configured provider (e2e/*.provider
// .spec.ts): a PNG of the requested size whose colour follows the prompt. A prompt containing
// "policy-test" is refused as the real service refuses (400 content_policy_violation).
// Usage: node test/fake-openai-images.mjs <port>
import crypto from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';

const port = Number(process.argv[2] ?? 8547);

http
  .createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const answer = (status, payload) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.method !== 'POST' || req.url !== '/v1/images/generations')
        return answer(404, { error: { message: 'not found' } });
      let input;
      try {
        input = JSON.parse(body);
      } catch {
        return answer(400, { error: { message: 'invalid json' } });
      }
      if (String(input.prompt).includes('policy-test'))
        return answer(400, {
          error: {
            code: 'content_policy_violation',
            message: 'Your request was rejected by the safety system.',
          },
        });
      const [width, height] = String(input.size ?? '1024x1024')
        .split('x')
        .map((n) => Math.min(2048, Math.max(16, Number(n) || 1024)));
      const hex = crypto.createHash('sha256').update(String(input.prompt)).digest('hex').slice(0, 6);
      const png = await sharp({ create: { width, height, channels: 3, background: `#${hex}` } })
        .png()
        .toBuffer();
      answer(200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: png.toString('base64') }] });
    });
  })
  .listen(port, '127.0.0.1');
