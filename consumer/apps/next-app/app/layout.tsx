import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import ContextProvider from '../context';

export const metadata: Metadata = { title: 'Next.js app on Walletport' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Only the cookie wagmi and Walletport read goes to the client component (its props end up in the page).
  const stored = (await cookies()).get('wagmi.store');
  const cookie = stored === undefined ? null : `wagmi.store=${stored.value}`;
  return (
    <html lang="en">
      <body>
        <ContextProvider cookies={cookie}>{children}</ContextProvider>
      </body>
    </html>
  );
}
