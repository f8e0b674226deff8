import { Wallet } from './wallet';

export default function Page() {
  return (
    <main>
      <h1>Next.js app</h1>
      <Wallet />
    </main>
  );
}
