import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import ContextProvider from '../context';

export const metadata: Metadata = { title: 'Next.js app on Walletport' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookies = (await headers()).get('cookie');
  return (
    <html lang="en">
      <body>
        <ContextProvider cookies={cookies}>{children}</ContextProvider>
      </body>
    </html>
  );
}
