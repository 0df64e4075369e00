import { Badge } from '@/components/ui/badge'

export default function () {
  return (
    <article>
      <h1>
        About <Badge tone="neutral">beta</Badge>
      </h1>
      <p>Acme dashboard shows the numbers your team watches every morning.</p>
    </article>
  )
}
