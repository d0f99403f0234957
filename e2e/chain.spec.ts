import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { marketplaceAbi } from '../contracts/abi';
import { passPath } from './academy-content';
import { expect as baseExpect, test } from './fixtures';
import { becomeCitizen, newCitizen, openJoin, signUp, toast } from './helpers';
import { ANVIL_URL, installWallet } from './test-wallet';

// On-chain journeys on the local chain (anvil, Sepolia's chain id) with the contracts the e2e server
// deployed before it started (playwright.config.ts), and the injected test wallet signing in Node:
// a citizen mints the citizen ID and sees it on the profile; a credential is anchored and its page says
// "Verified on-chain"; a paid item is bought and joins the library only once the payment is confirmed
// (a too-small payment is refused); FinanceVerse sends and receives.

const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 180_000 });

const chain = defineChain({
  id: 11155111,
  name: 'Sepolia (anvil)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [ANVIL_URL] } },
});
const reader = createPublicClient({ chain, transport: http(ANVIL_URL) });

async function rpc(method: string, params: unknown[]) {
  const response = await fetch(ANVIL_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

/** A wallet of its own, funded on the local chain. */
async function fundedWallet(ether = '10'): Promise<PrivateKeyAccount> {
  const signer = privateKeyToAccount(generatePrivateKey());
  await rpc('anvil_setBalance', [signer.address, `0x${parseEther(ether).toString(16)}`]);
  return signer;
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** Signs in with the test wallet (Sign-In with Ethereum makes a wallet account) and skips onboarding. */
async function walletSignIn(page: Page, signer: PrivateKeyAccount) {
  await installWallet(page, { signer });
  await page.goto('/');
  const dialog = await openJoin(page);
  await dialog.getByRole('button', { name: 'Connect Wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Test Wallet' })
    .click();
  await expect(toast(page, 'Wallet Connected')).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${short(signer.address)}` })).toBeVisible();
}

async function newBrowserPage(browser: Browser) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

test.describe('on-chain', () => {
  test('a citizen mints the citizen NFT ID and it shows on the profile', async ({ page }) => {
    const signer = await fundedWallet();
    await walletSignIn(page, signer);
    const handle = await becomeCitizen(page, `${handle0()}@example.com`, 'nft');
    const number = (
      (await (await page.request.get('/api/citizens/me')).json()) as { citizen: { number: number } }
    ).citizen.number;

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Mint citizen NFT ID' }).click();
    await expect(page.getByText(`Citizen NFT ID #${number}`)).toBeVisible();
    await expect(toast(page, 'Citizen NFT ID minted')).toBeVisible();
    // On the chain: the token belongs to the wallet, and cannot move.
    const deployment = JSON.parse(
      fs.readFileSync(path.join(process.env.CIVITAS_E2E_DEPLOYMENTS!, '11155111.json'), 'utf8'),
    ) as { citizenId: Address };
    const owner = await reader.readContract({
      address: deployment.citizenId,
      abi: [
        {
          type: 'function',
          name: 'ownerOf',
          stateMutability: 'view',
          inputs: [{ name: 'tokenId', type: 'uint256' }],
          outputs: [{ name: '', type: 'address' }],
        },
      ],
      functionName: 'ownerOf',
      args: [BigInt(number)],
    });
    expect(owner).toBe(signer.address);
    // The mint button is gone after a reload; the profile shows the ID.
    await page.reload();
    await expect(page.getByText(`Citizen NFT ID #${number}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mint citizen NFT ID' })).toHaveCount(0);
    await page.goto(`/citizens/${handle}`);
    await expect(page.getByText(`Citizen NFT ID #${number}`)).toBeVisible();
    // Its tokenURI answers with the metadata.
    const metadata = (await (await page.request.get(`/api/chain/citizen-id/${number}`)).json()) as {
      name: string;
    };
    expect(metadata.name).toBe(`Civitas Citizen #${number}`);
  });

  test('a credential is anchored on-chain and its public page says verified', async ({ page, browser }) => {
    const signer = await fundedWallet();
    await walletSignIn(page, signer);
    const credentialId = await passPath(page, 'ai-basics');
    expect(credentialId).toMatch(/^[0-9a-f-]{36}$/);
    await page.goto(`/credentials/${credentialId}`);
    await expect(page.getByText('Not anchored on-chain yet')).toBeVisible();
    await page.getByRole('button', { name: 'Anchor on-chain' }).click();
    await expect(page.getByText('Verified on-chain')).toBeVisible();
    // Anyone reads it from the chain: a visitor in another browser sees the block and the transaction.
    const visitor = await newBrowserPage(browser);
    await visitor.page.goto(`/credentials/${credentialId}`);
    await expect(visitor.page.getByText('Verified on-chain')).toBeVisible();
    await expect(visitor.page.getByRole('link', { name: /transaction/i })).toHaveAttribute(
      'href',
      /^https:\/\/sepolia\.etherscan\.io\/tx\/0x[0-9a-f]{64}$/,
    );
    await expect(visitor.page.getByRole('button', { name: 'Anchor on-chain' })).toHaveCount(0);
    await visitor.close();
  });

  test('a paid item joins the library only once its payment is confirmed; too little is refused', async ({
    page,
    browser,
  }) => {
    // The seller: a wallet citizen who lists a paid model.
    const sellerWallet = await fundedWallet('1');
    const seller = await newBrowserPage(browser);
    await walletSignIn(seller.page, sellerWallet);
    await becomeCitizen(seller.page, `${handle0()}@example.com`, 'sel');
    const title = `Paid model ${Date.now().toString(36)}`;
    const created = await seller.page.request.post('/api/marketplace/listings', {
      headers: origin(seller.page),
      data: {
        category: 'models',
        title,
        summary: 'A model sold for ether in the e2e journey.',
        description: 'Weights and a model card.',
        license: 'MIT',
        price: '0.05',
        link: 'https://example.org/paid-model',
        version: '1.0.0',
      },
    });
    expect(created.status()).toBe(201);
    const listingId = ((await created.json()) as { id: number }).id;
    expect(
      (
        await seller.page.request.post(`/api/marketplace/listings/${listingId}/status`, {
          headers: origin(seller.page),
          data: { status: 'published' },
        })
      ).status(),
    ).toBe(200);

    // The buyer: an e-mail member whose wallet pays.
    const buyerWallet = await fundedWallet();
    await installWallet(page, { signer: buyerWallet });
    await page.goto(`/marketplace/${listingId}`);
    await signUp(page, newCitizen('buy'));
    await expect(toast(page, 'Sign Up Successful')).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    const sellerBefore = await reader.getBalance({ address: sellerWallet.address });
    await page.getByRole('button', { name: /^Buy for 0\.05 ETH/ }).click();
    await page.getByRole('button', { name: 'Connect Test Wallet' }).click();
    await expect(toast(page, 'Payment confirmed: the item is in your library')).toBeVisible();
    await expect(page.getByRole('link', { name: /Open the link|Download/ }).first()).toBeVisible();
    expect((await reader.getBalance({ address: sellerWallet.address })) - sellerBefore).toBe(
      parseEther('0.05'),
    );
    await page.goto('/marketplace/library');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // Another member pays too little through the contract (straight from a wallet): refused, not granted.
    const other = await newBrowserPage(browser);
    await other.page.goto(`/marketplace/${listingId}`);
    await signUp(other.page, newCitizen('cheap'));
    await expect(toast(other.page, 'Sign Up Successful')).toBeVisible();
    await other.page.getByRole('button', { name: 'Skip for now' }).click();
    const ordered = await other.page.request.post(`/api/marketplace/listings/${listingId}/orders`, {
      headers: origin(other.page),
      data: { chainId: 11155111 },
    });
    expect(ordered.status()).toBe(201);
    const order = (await ordered.json()) as { id: Hex; contract: Address; seller: Address };
    const cheapWallet = await fundedWallet();
    const hash = await createWalletClient({
      account: cheapWallet,
      chain,
      transport: http(ANVIL_URL),
    }).writeContract({
      address: order.contract,
      abi: marketplaceAbi,
      functionName: 'buy',
      args: [order.id, BigInt(listingId), order.seller],
      value: parseEther('0.01'),
    });
    const reported = await other.page.request.post(`/api/marketplace/orders/${order.id}/tx`, {
      headers: origin(other.page),
      data: { hash },
    });
    expect(((await reported.json()) as { status: string }).status).toBe('underpaid');
    await other.page.reload();
    await expect(
      other.page.getByText('The payment was less than the price: the item was not granted.'),
    ).toBeVisible();
    await other.page.goto('/marketplace/library');
    await expect(other.page.getByRole('heading', { name: title })).toHaveCount(0);
    await other.close();
    await seller.close();
  });

  test('FinanceVerse: receive shows the address and its QR code; send confirms on-chain', async ({
    page,
  }) => {
    const signer = await fundedWallet();
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    await installWallet(page, { signer });
    await page.goto('/ecosystem/web3');
    await page.getByRole('button', { name: 'Open wallet' }).click();
    await page.getByRole('button', { name: 'Connect Test Wallet' }).click();
    await expect(page.getByText(signer.address).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/i })).toBeVisible();

    await page.getByLabel('Recipient address').fill(recipient.toLowerCase());
    await page.getByLabel(/^Amount/).fill('0.25');
    await expect(page.getByText(/Estimated fee/)).toBeVisible();
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(/Confirmed/)).toBeVisible();
    expect(await reader.getBalance({ address: recipient })).toBe(parseEther('0.25'));
  });
});

let handles = 0;
function handle0() {
  return `chain${Date.now().toString(36)}${handles++}`;
}
