import { imgAlt } from '../../analyser/rules/img-alt.js'
import { NEXT_PACKAGE, testRule } from '../helpers/rule-tester.js'

testRule(imgAlt, {
  valid: [
    {
      name: 'valid: alt text, and an empty alt for decoration',
      files: {
        'src/avatar.tsx':
          'export function Avatar({ src }: { src: string }) {\n  return (\n    <>\n      <img src={src} alt="Profile photo" />\n      <img src="/divider.svg" alt="" />\n    </>\n  )\n}\n',
      },
    },
    {
      name: 'valid: an Image that is not next/image',
      files: {
        'src/gallery.tsx': `import { Image } from './image'\n\nexport function Gallery() {\n  return <Image />\n}\n`,
        'src/image.tsx': 'export function Image() {\n  return <img src="/a.png" alt="A" />\n}\n',
      },
    },
    {
      name: 'valid: an OG image route draws its JSX into a PNG',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/og/route.tsx': `import { ImageResponse } from 'next/og'\n\nexport function GET() {\n  return new ImageResponse(<img src="https://example.com/logo.png" />)\n}\n`,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: <img> and next/image <Image> without alt',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `import Image from 'next/image'\n\nexport default function Page() {\n  return (\n    <main>\n      <img src="/hero.png" />\n      <Image src="/logo.png" width={40} height={40} />\n    </main>\n  )\n}\n`,
      },
      errors: [
        { file: 'app/page.tsx', line: 6, column: 7, component: 'Page' },
        { file: 'app/page.tsx', line: 7, column: 7, component: 'Page' },
      ],
    },
  ],
})
