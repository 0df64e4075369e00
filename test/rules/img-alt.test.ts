import { imgAlt } from '../../analyser/rules/img-alt.js'
import { NEXT_PACKAGE, source, testRule } from '../helpers/rule-tester.js'

testRule(imgAlt, {
  valid: [
    {
      name: 'valid: alt text, and an empty alt for decoration',
      files: {
        'src/avatar.tsx': source`
          export function Avatar({ src }: { src: string }) {
            return (
              <>
                <img src={src} alt="Profile photo" />
                <img src="/divider.svg" alt="" />
              </>
            )
          }
        `,
      },
    },
    {
      name: 'valid: an image named by aria-label or aria-labelledby, or presented as decoration by its role',
      files: {
        'src/header.tsx': source`
          export function Header() {
            return (
              <>
                <img src="/logo-app.png" aria-label="App" />
                <img src="/chart.png" aria-labelledby="chart-title" />
                <img src="/rule.png" role="presentation" />
              </>
            )
          }
        `,
      },
    },
    {
      name: 'valid: an Image that is not next/image',
      files: {
        'src/gallery.tsx': source`
          import { Image } from './image'

          export function Gallery() {
            return <Image />
          }
        `,
        'src/image.tsx': source`
          export function Image() {
            return <img src="/a.png" alt="A" />
          }
        `,
      },
    },
    {
      name: 'valid: an OG image route draws its JSX into a PNG',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/og/route.tsx': source`
          import { ImageResponse } from 'next/og'

          export function GET() {
            return new ImageResponse(<img src="https://example.com/logo.png" />)
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: <img> and next/image <Image> without alt',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          import Image from 'next/image'

          export default function Page() {
            return (
              <main>
                <img src="/hero.png" />
                <Image src="/logo.png" width={40} height={40} />
              </main>
            )
          }
        `,
      },
      errors: [
        { file: 'app/page.tsx', line: 6, column: 7, component: 'Page' },
        { file: 'app/page.tsx', line: 7, column: 7, component: 'Page' },
      ],
    },
  ],
})
